/**
 * The real shop (bs5, under its sub-folder, plugin installed) for the cross-engine tier: one private shop
 * per file, booted with `bootRealShop`, seen by the browsers through a small proxy of this process. The
 * proxy keeps the shop's request log (what the shop received: method, path, query, form fields), the same
 * in every engine, and puts the page-error hook first in every page's `<head>` for the engine whose driver
 * has no error events. Joomla builds its links from the Host it is asked for (no `live_site`), so every
 * link of the pages leads back through the proxy.
 */
import { request as forward, createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootRealShop, REALSHOP, type RealShop, type RealShopOptions, realShopAvailable } from '../real/shop.ts';
import type { LoggedRequest } from '../demo-shop-api.ts';
import { withErrorHook } from './error-hook.ts';

export interface ProxiedRealShop {
	shop: RealShop;
	/** The site's URL through the proxy, sub-folder included. */
	url: string;
	at(path: string): string;
	/** What the shop received since the last clear (paths with the sub-folder). */
	log(): LoggedRequest[];
	clearLog(): void;
}

async function bodyOf(contentType: string, raw: Buffer): Promise<Record<string, string> | undefined> {
	if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw.toString()));
	if (contentType.includes('multipart/form-data')) {
		const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
		return Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
	}
	return undefined;
}

const read = (stream: IncomingMessage) =>
	new Promise<Buffer>((done, fail) => {
		const chunks: Buffer[] = [];
		stream.on('data', (chunk: Buffer) => chunks.push(chunk));
		stream.on('end', () => done(Buffer.concat(chunks)));
		stream.on('error', fail);
	});

/** Serves `target` on a free port of its own, logging every request and answering through `withErrorHook`. */
function proxy(target: URL, log: LoggedRequest[]): Promise<Server> {
	const send = withErrorHook(async (request: Request) => {
		const url = new URL(request.url);
		const raw = Buffer.from(await request.arrayBuffer());
		const headers = Object.fromEntries(request.headers);
		return new Promise<Response>((done, fail) => {
			const outgoing = forward(
				{ host: target.hostname, port: target.port, method: request.method, path: url.pathname + url.search, headers },
				async (answer) => {
					const body = await read(answer);
					const responseHeaders = new Headers();
					for (const [key, value] of Object.entries(answer.headers)) {
						for (const one of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(key, one);
					}
					responseHeaders.delete('content-length');
					const status = answer.statusCode ?? 502;
					done(
						new Response([101, 204, 205, 304].includes(status) || request.method === 'HEAD' ? null : new Uint8Array(body), {
							status,
							headers: responseHeaders,
						}),
					);
				},
			);
			outgoing.on('error', fail);
			outgoing.end(raw);
		});
	});
	const server = createServer(async (incoming, outgoing) => {
		const raw = await read(incoming);
		const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host}`);
		const body = await bodyOf(incoming.headers['content-type'] ?? '', raw);
		log.push({ method: incoming.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), ...(body ? { body } : {}) });
		const headers = new Headers();
		for (const [key, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(key, value);
		const hasBody = !['GET', 'HEAD'].includes(incoming.method ?? 'GET');
		const answer = await send(new Request(url, { method: incoming.method, headers, ...(hasBody ? { body: new Uint8Array(raw) } : {}) }));
		outgoing.writeHead(
			answer.status,
			[...answer.headers].flatMap(([key, value]) => (key === 'set-cookie' ? answer.headers.getSetCookie().map((c) => [key, c]) : [[key, value]])).flat(),
		);
		outgoing.end(Buffer.from(await answer.arrayBuffer()));
	});
	return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * A block of journeys on a real shop of its own (bs5 under the sub-folder unless told otherwise). Where
 * `../shared/realshop` is missing the block is skipped with a word why; under CI it fails instead.
 */
export function describeProxiedRealShop(name: string, options: RealShopOptions, body: (real: ProxiedRealShop) => void): void {
	if (!realShopAvailable()) {
		if (process.env.CI) describe(name, () => it(`needs the real shop at ${REALSHOP}`, () => expect.fail(`${REALSHOP}/boot is missing`)));
		else {
			console.warn(`[test:browsers] skipped "${name}": no real shop at ${REALSHOP} (set REALSHOP to its folder)`);
			describe.skip(name, () => it('needs the real shop', () => undefined));
		}
		return;
	}
	describe(name, () => {
		const real = {} as ProxiedRealShop;
		const log: LoggedRequest[] = [];
		let server: Server | undefined;
		beforeAll(async () => {
			const shop = await bootRealShop({ templates: 'bs5', subFolder: true, ...options });
			const target = new URL(shop.url);
			server = await proxy(target, log);
			const { port } = server.address() as { port: number };
			const url = `http://127.0.0.1:${port}${shop.base}`;
			Object.assign(real, {
				shop,
				url,
				at: (path: string) => `${url}${path}`,
				log: () => [...log],
				clearLog: () => void log.splice(0),
			} satisfies ProxiedRealShop);
		});
		afterAll(async () => {
			server?.closeAllConnections();
			await new Promise((done) => (server ? server.close(done) : done(undefined)));
			await real.shop?.stop();
		});
		body(real);
	});
}
