/** Types of zip.mjs (plain JavaScript, so `npm run package` runs without a TypeScript loader). */
export interface ZipEntry { name: string; data: Buffer }
export function writeZip(entries: ZipEntry[]): Buffer;
export function readZip(zip: Buffer): ZipEntry[];
