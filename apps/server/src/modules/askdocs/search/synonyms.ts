/**
 * A small built-in list of words people use for the same thing, and British and American
 * spellings of common words. Each group's members stand for one another: a query holding one
 * also searches the others, at a lower weight. General vocabulary only, no subject's jargon.
 */
const GROUPS: string[][] = [
  ['buy', 'purchase'],
  ['car', 'automobile', 'vehicle'],
  ['begin', 'start', 'commence'],
  ['end', 'finish', 'terminate'],
  ['big', 'large'],
  ['small', 'little'],
  ['fast', 'quick', 'rapid'],
  ['help', 'assist', 'aid'],
  ['use', 'utilize', 'utilise'],
  ['show', 'demonstrate'],
  ['increase', 'rise', 'raise'],
  ['decrease', 'reduce', 'decline'],
  ['cost', 'price'],
  ['job', 'occupation', 'employment'],
  ['child', 'kid'],
  ['doctor', 'physician'],
  ['illness', 'disease', 'sickness'],
  ['medicine', 'drug', 'medication'],
  ['heart attack', 'myocardial infarction'],
  ['stroke', 'cerebrovascular accident'],
  ['kidney', 'renal'],
  ['liver', 'hepatic'],
  ['lung', 'pulmonary'],
  ['blood pressure', 'hypertension'],
  ['behavior', 'behaviour'],
  ['color', 'colour'],
  ['center', 'centre'],
  ['tumor', 'tumour'],
  ['anemia', 'anaemia'],
  ['hemoglobin', 'haemoglobin'],
  ['estrogen', 'oestrogen'],
  ['fetal', 'foetal'],
  ['pediatric', 'paediatric'],
  ['organization', 'organisation'],
  ['analyze', 'analyse'],
  ['catalog', 'catalogue'],
  ['license', 'licence'],
  ['defense', 'defence'],
  ['gray', 'grey'],
  ['aluminum', 'aluminium'],
  ['sulfur', 'sulphur'],
  ['program', 'programme'],
  ['email', 'e-mail'],
  ['invoice', 'bill'],
  ['employee', 'staff', 'worker'],
  ['customer', 'client'],
  ['revenue', 'income', 'turnover'],
  ['profit', 'earnings'],
  ['contract', 'agreement'],
  ['delete', 'remove'],
  ['error', 'mistake', 'fault'],
];

/** The other members of the groups whose words or phrases occur in `query`, as one text. */
export function synonymsOf(query: string): string {
  const text = ` ${query.toLowerCase().replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
  const found: string[] = [];
  for (const group of GROUPS) {
    const present = group.filter((member) => text.includes(` ${member} `));
    if (present.length === 0) continue;
    found.push(...group.filter((member) => !present.includes(member)));
  }
  return found.join(' ; ');
}
