/**
 * What surrounds and splits a document number when it is pasted rather than typed: spaces of
 * every kind (the no-break space of PDFs and WhatsApp, thin and narrow ones), zero-width
 * characters and the soft hyphen (invisible, often trailing), dashes (hyphen, en and em dash,
 * minus sign, their full-width forms), dots and bullets, slashes and the underscore.
 */
const PASTED_SEPARATORS =
  /[\s\u00AD\u180E\u200B-\u200D\u2060\uFEFF._\u00B7\u2022\u2024\u2027\u2219\u30FB/\\\u2044\u2215\u2010-\u2015\u2212\uFE58\uFE63-]/g;

/**
 * A document number (CNPJ, CPF, CEP, IE, phone) without what a person pastes around and inside
 * it: Unicode compatibility forms become plain ones first (full-width digits and letters, the
 * full-width hyphen), then every separator above goes. Letters and other symbols stay, so the
 * document's own rule still refuses a number that is not one.
 */
export function stripPastedSeparators(text: string): string {
  return text.normalize('NFKC').replace(PASTED_SEPARATORS, '');
}
