/** pt-BR texts of the device module (§8 "Device file system unsupported": alert and debug log). */
export const deviceMessages = {
  fileSystemUnsupported:
    'Este navegador não permite guardar a identificação do aparelho em arquivo. ' +
    'Ela fica só no banco de dados local: não limpe os dados do site, ou será preciso registrar o aparelho de novo.',
  backupTooLarge: 'A cópia da identificação do aparelho passa do limite de armazenamento em arquivo.',
} as const;
