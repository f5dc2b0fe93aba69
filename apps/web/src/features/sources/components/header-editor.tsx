import { Alert, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { HEADER_MAX_LENGTH, headerProblemMessage, headerProblems } from '../utils/header-fixes';

interface HeaderEditorProps {
  original: string[];
  edited: string[];
  onChange: (index: number, value: string) => void;
}

/** Column names to fix before loading: blanks and duplicates, prefilled with suggestions. */
export function HeaderEditor({ original, edited, onChange }: HeaderEditorProps) {
  const problems = headerProblems(edited);
  return (
    <Alert
      color="blue"
      icon={<IconPencil size={18} />}
      title="Fix the column names"
      data-testid="header-editor"
    >
      <Text size="sm" mb="sm">
        Some columns have no name or share a name with another. The suggested names are used unless
        you change them.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {edited.map((name, index) => {
          const problem = problems[index];
          const was = original[index]?.trim();
          return (
            <TextInput
              // Columns never move; the position is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              label={`Column ${index + 1} name`}
              description={was ? `In the file: ${was}` : 'No name in the file'}
              value={name}
              maxLength={HEADER_MAX_LENGTH + 20}
              error={problem ? headerProblemMessage(problem) : undefined}
              onChange={(event) => onChange(index, event.currentTarget.value)}
            />
          );
        })}
      </SimpleGrid>
    </Alert>
  );
}
