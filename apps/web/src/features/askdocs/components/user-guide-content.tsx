import { List, Stack, Text, Title } from '@mantine/core';
import type { AskDocsUserGuide } from '@tabletalk/contracts';

/** The guide's sections as headings, paragraphs and lists (no HTML travels from the server). */
export function UserGuideContent({ guide }: { guide: AskDocsUserGuide }) {
  return (
    <Stack gap="md" data-testid="ask-docs-guide">
      <Text fw={600}>{guide.title}</Text>
      {guide.sections.map((section) => (
        <Stack key={section.id} gap={6} component="section" aria-labelledby={`guide-${section.id}`}>
          <Title order={3} fz="md" id={`guide-${section.id}`}>
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="sm">
              {paragraph}
            </Text>
          ))}
          {section.items.length > 0 ? (
            <List size="sm" spacing={4}>
              {section.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
