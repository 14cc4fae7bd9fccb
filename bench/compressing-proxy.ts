/**
 * A shop as a production server sends it: PHP's built-in server sends every file uncompressed, where Apache's
 * mod_deflate or nginx's gzip (what hosting runs) sends text gzipped. Lighthouse's simulated slow 4G charges
 * every byte, so the real shop's figures are read through this proxy, the same for every front end.
 */
import { createServer, request } from 'node:http';
import { createGzip } from 'node:zlib';
import { freePort } from '../test/real/shop.ts';

const TEXT = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

export interface CompressingProxy {
	/** The shop's URL through the proxy, its sub-folder included, without a trailing slash. */
	url: string;
	close(): Promise<void>;
}

/** Forwards to the shop at `shopUrl` on a port of its own; the shop sees the proxy's host, so its links stay on it. */
export async function compressingProxy(shopUrl: string): Promise<CompressingProxy> {
	const target = new URL(shopUrl);
	const port = await freePort();
	const server = createServer((incoming, outgoing) => {
		const forward = request({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
			const headers = { ...answer.headers };
			const gzip =
				/\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) && !headers['content-encoding'] && TEXT.test(String(headers['content-type'] ?? ''));
			if (!gzip) {
				outgoing.writeHead(answer.statusCode ?? 502, headers);
				answer.pipe(outgoing);
				return;
			}
			delete headers['content-length'];
			outgoing.writeHead(answer.statusCode ?? 502, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
			answer.pipe(createGzip()).pipe(outgoing);
		});
		forward.on('error', () => outgoing.destroy());
		incoming.pipe(forward);
	});
	await new Promise<void>((resolve) => server.listen(port, target.hostname, resolve));
	return {
		url: `${target.protocol}//${target.hostname}:${port}${target.pathname.replace(/\/$/, '')}`,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}
