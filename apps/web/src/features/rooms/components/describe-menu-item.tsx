import { Menu } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { Conversation } from '@tabletalk/contracts';
import { useIsMutating } from '@tanstack/react-query';
import { notifyInfo, notifySuccess } from '../../../components/notify';
import { describeAnswerKey, useDescribeAnswer } from '../api/describe-answer';

/**
 * "Describe": has the server write the answer's description again (the language model when one
 * is configured). The card shows the progress where the description is; nothing for a declined
 * question, which has no rows to describe.
 */
export function DescribeMenuItem({ conversation }: { conversation: Conversation }) {
  const shown = conversation.answer.answer?.description;
  const describe = useDescribeAnswer(conversation._id, {
    onSuccess: (description) =>
      description === shown
        ? notifyInfo('The description is unchanged: no language model wrote a new one.')
        : notifySuccess('Description written'),
  });
  // The menu unmounts its items when it closes; the running call is found by its key.
  const isDescribing = useIsMutating({ mutationKey: describeAnswerKey(conversation._id) }) > 0;
  if (shown === undefined) return null;
  return (
    <Menu.Item
      leftSection={<IconSparkles size={16} />}
      disabled={isDescribing}
      onClick={() =>
        describe.mutate({ roomId: conversation.roomId, conversationId: conversation._id })
      }
    >
      {isDescribing ? 'Describing…' : 'Describe'}
    </Menu.Item>
  );
}
