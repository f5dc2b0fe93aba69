import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card every signed-out screen sits in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        <Anchor component={Link} to="/" fw={700} fz="xl" ta="center" underline="never">
          Tabletalk
        </Anchor>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            <div>
              <Title order={1} fz="h2">
                {title}
              </Title>
              {subtitle ? (
                <Text c="dimmed" size="sm" mt={4}>
                  {subtitle}
                </Text>
              ) : null}
            </div>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
