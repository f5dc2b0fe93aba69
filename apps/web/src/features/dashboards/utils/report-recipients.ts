import type { Member, ReportRecipient } from '@tabletalk/contracts';

/** A member a report can go to, as the picker lists them. */
export interface RecipientChoice {
  value: string;
  label: string;
}

/** "Ada Lovelace (ada@example.com)", or the email alone for someone without a name. */
export function choiceOfMember(member: Member): RecipientChoice {
  const name = `${member.givenName} ${member.familyName}`.trim();
  return { value: member.userId, label: name ? `${name} (${member.email})` : member.email };
}

/** A recipient already chosen, as the picker shows it. */
export function choiceOfRecipient(recipient: ReportRecipient): RecipientChoice {
  const hasName = recipient.name !== recipient.email;
  return {
    value: recipient.userId,
    label: hasName ? `${recipient.name} (${recipient.email})` : recipient.email,
  };
}

/** The picker's options: those already chosen first, then the members found, each once. */
export function mergeChoices(...lists: RecipientChoice[][]): RecipientChoice[] {
  const seen = new Set<string>();
  return lists.flat().filter((choice) => {
    if (seen.has(choice.value)) return false;
    seen.add(choice.value);
    return true;
  });
}
