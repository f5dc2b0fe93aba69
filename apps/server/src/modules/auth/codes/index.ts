export {
  type CodePurpose,
  canIssueEmailCode,
  type IssuedCode,
  issueEmailCode,
} from './issue-email-code';
export {
  assertUsable,
  consumeEmailCode,
  type EmailCodeRow,
  verifyEmailCode,
} from './verify-email-code';
