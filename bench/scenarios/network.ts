import type { Bench } from '../browser.ts';
import type { Table } from '../report.ts';
export async function network(_bench: Bench): Promise<Table[]> { return []; }
