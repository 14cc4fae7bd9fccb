import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompressingProxy, compressingProxy } from '../../bench/compressing-proxy.ts';

const script = 'export const answer = 42;\n'.repeat(50);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** The raw answer: its headers and its bytes as they came over the wire. */
const fetchRaw = (url: string, acceptEncoding?: string) =>
	new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
		get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
			const chunks: Buffer[] = [];
			response.on('data', (chunk: Buffer) => chunks.push(chunk));
			response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
		}).on('error', reject);
	});

describe("the bench's compressing proxy", () => {
	let shop: Server;
	let proxy: CompressingProxy;
	const hosts: string[] = [];
	beforeAll(async () => {
		shop = createServer((request, response) => {
			hosts.push(String(request.headers.host));
			if (request.url === '/shop/a.js') response.writeHead(200, { 'content-type': 'text/javascript', 'content-length': Buffer.byteLength(script) }).end(script);
			else response.writeHead(200, { 'content-type': 'image/png' }).end(png);
		});
		await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
		const address = shop.address();
		if (!address || typeof address === 'string') throw new Error('no port');
		proxy = await compressingProxy(`http://127.0.0.1:${address.port}/shop`);
	});
	afterAll(async () => {
		await proxy.close();
		await new Promise((resolve) => shop.close(resolve));
	});

	it('keeps the sub-folder in its URL and sends the shop its own host, so the shop links to it', async () => {
		expect(proxy.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shop$/);
		await fetchRaw(`${proxy.url}/a.js`);
		expect(hosts.at(-1)).toBe(new URL(proxy.url).host);
	});

	it('gzips text when the browser accepts it, and sends it as it is when not', async () => {
		const zipped = await fetchRaw(`${proxy.url}/a.js`, 'gzip, deflate, br');
		expect(zipped.response.headers['content-encoding']).toBe('gzip');
		expect(zipped.response.headers['content-length']).toBeUndefined();
		expect(zipped.body.length).toBeLessThan(Buffer.byteLength(script) / 5);
		expect(gunzipSync(zipped.body).toString()).toBe(script);
		const plain = await fetchRaw(`${proxy.url}/a.js`);
		expect(plain.response.headers['content-encoding']).toBeUndefined();
		expect(plain.body.toString()).toBe(script);
	});

	it('sends images as the shop does', async () => {
		const image = await fetchRaw(`${proxy.url}/b.png`, 'gzip');
		expect(image.response.headers['content-encoding']).toBeUndefined();
		expect(image.body.equals(png)).toBe(true);
	});
});
