/**
 * An in-memory origin-private file system (`navigator.storage.getDirectory()`): enough of
 * `FileSystemDirectoryHandle`/`FileSystemFileHandle` for small files. `files` is inspectable.
 */
export function createFakeOpfs() {
  const files = new Map<string, string>();
  const notFound = () => Object.assign(new Error('arquivo não encontrado'), { name: 'NotFoundError' });
  const fileHandle = (name: string) => ({
    kind: 'file' as const,
    name,
    async getFile() {
      return new Blob([files.get(name) ?? '']);
    },
    async createWritable() {
      let content = '';
      return {
        async write(chunk: string) {
          content += chunk;
        },
        async close() {
          files.set(name, content);
        },
      };
    },
  });
  const root = {
    kind: 'directory' as const,
    name: '',
    async getFileHandle(name: string, options?: { create?: boolean }) {
      if (!files.has(name)) {
        if (!options?.create) throw notFound();
        files.set(name, '');
      }
      return fileHandle(name);
    },
  };
  return { files, getDirectory: async () => root as unknown as FileSystemDirectoryHandle };
}
