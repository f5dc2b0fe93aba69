import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Member } from '@tabletalk/contracts';
import { useEffect, useState } from 'react';
import { useMemberList } from '../api/get-member-list';
import { useScope, useSessionUser } from '../lib/session';

interface AlertRecipientsFieldProps {
  value: string[];
  onChange: (userIds: string[]) => void;
  error?: string;
}

const labelOf = (member: Pick<Member, 'givenName' | 'familyName' | 'email'>) => {
  const name = `${member.givenName} ${member.familyName}`.trim();
  return name ? `${name} (${member.email})` : member.email;
};

/**
 * Who hears of an alert: the user ("Me") and members of their team, found by name or email. The
 * people already picked keep their names while another search is shown.
 */
export function AlertRecipientsField({ value, onChange, error }: AlertRecipientsFieldProps) {
  const me = useSessionUser();
  const { selectedTeamId } = useScope();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const members = useMemberList(selectedTeamId, debounced);
  const [labels, setLabels] = useState<Record<string, string>>(() =>
    me ? { [me._id]: `Me (${me.email})` } : {},
  );
  useEffect(() => {
    const found = members.data ?? [];
    if (found.length === 0) return;
    setLabels((known) => {
      const next = { ...known };
      for (const member of found) next[member.userId] ??= labelOf(member);
      return next;
    });
  }, [members.data]);
  const data = Object.entries(labels).map(([id, label]) => ({ value: id, label }));
  return (
    <MultiSelect
      label="Recipients"
      placeholder={value.length === 0 ? 'Search members by name or email' : undefined}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={members.isFetching ? 'Searching…' : 'No member found'}
      error={error}
      hidePickedOptions
    />
  );
}
