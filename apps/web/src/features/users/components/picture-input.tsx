import { Avatar, Button, FileButton, Group, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';

interface PictureInputProps {
  value: string;
  onChange: (value: string) => void;
  onFile: (file: File | null) => void;
  error?: string;
}

/** A picture by URL or by upload (stored as a data URL); a blank picture means none. */
export function PictureInput({ value, onChange, onFile, error }: PictureInputProps) {
  const isDataUrl = value.startsWith('data:');
  const [urlText, setUrlText] = useState(isDataUrl ? '' : value.trim());
  const handleUrl = (text: string) => {
    setUrlText(text);
    onChange(text);
  };
  return (
    <Group align="flex-start" wrap="nowrap">
      <Avatar src={value.trim() || null} size={64} radius="xl" alt="Profile picture" />
      <Stack gap={6} style={{ flex: 1 }}>
        <TextInput
          label="Picture URL"
          placeholder={isDataUrl ? 'Uploaded picture' : 'https://…'}
          value={urlText}
          onChange={(event) => handleUrl(event.currentTarget.value)}
          error={error}
        />
        <FileButton
          onChange={onFile}
          accept="image/png,image/jpeg,image/gif,image/webp"
          inputProps={{ 'aria-label': 'Picture file' }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} />}
              w="fit-content"
            >
              Upload picture
            </Button>
          )}
        </FileButton>
      </Stack>
    </Group>
  );
}
