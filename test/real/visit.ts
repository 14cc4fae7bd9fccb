/** A shopper without a browser: plain fetches that keep the session cookie a shop sets, as a browser does. */
export interface Visit {
	get(path: string): Promise<Response>;
	text(path: string): Promise<string>;
	/** Posts a form as a browser does, its redirect not followed (the answer says where it leads). */
	post(path: string, fields: Record<string, string>): Promise<Response>;
}

export function visit(site: string): Visit {
	const cookies = new Map<string, string>();
	async function send(path: string, init: RequestInit = {}): Promise<Response> {
		const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
		const answer = await fetch(`${site}${path}`, { ...init, headers: cookie ? { cookie } : {} });
		for (const line of answer.headers.getSetCookie()) {
			const [pair = ''] = line.split(';');
			const at = pair.indexOf('=');
			cookies.set(pair.slice(0, at), pair.slice(at + 1));
		}
		return answer;
	}
	return {
		get: (path) => send(path),
		async text(path) {
			const answer = await send(path);
			if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
			return answer.text();
		},
		post: (path, fields) => send(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' }),
	};
}
