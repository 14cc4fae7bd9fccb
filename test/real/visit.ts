/** A shopper without a browser: plain fetches that keep the session cookie a shop sets, as a browser does. */
export interface Visit {
	get(path: string): Promise<Response>;
	text(path: string): Promise<string>;
}

export function visit(site: string): Visit {
	const cookies = new Map<string, string>();
	async function get(path: string): Promise<Response> {
		const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
		const answer = await fetch(`${site}${path}`, { headers: cookie ? { cookie } : {} });
		for (const line of answer.headers.getSetCookie()) {
			const [pair = ''] = line.split(';');
			const at = pair.indexOf('=');
			cookies.set(pair.slice(0, at), pair.slice(at + 1));
		}
		return answer;
	}
	return {
		get,
		async text(path) {
			const answer = await get(path);
			if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
			return answer.text();
		},
	};
}
