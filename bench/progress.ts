/** Progress lines go to stderr, so stdout carries only the report. */
export const progress = (text: string) => process.stderr.write(`[bench] ${text}\n`);
