/** The demo shop's test endpoints (docs/testing.md#the-demo-shop), for any tier and any engine. */

export interface LoggedRequest {
	method: string;
	path: string;
	query: Record<string, string>;
	body?: Record<string, string>;
}

export interface DemoShopApi {
	/** The shop's request log since the last clear. */
	log(): Promise<LoggedRequest[]>;
	clearLog(): Promise<void>;
	/** Injects a fault into the shop's answers (docs/testing.md#faults). */
	fault(fault: Record<string, unknown>): Promise<void>;
	clearFaults(): Promise<void>;
}

export function demoShopApi(url: string): DemoShopApi {
	const api = (path: string, init?: RequestInit) => fetch(new URL(path, url), init);
	return {
		log: async () => (await api('/__vetrina/requests')).json(),
		clearLog: async () => void (await api('/__vetrina/requests', { method: 'DELETE' })),
		fault: async (fault) =>
			void (await api('/__vetrina/faults', { method: 'POST', body: JSON.stringify(fault), headers: { 'content-type': 'application/json' } })),
		clearFaults: async () => void (await api('/__vetrina/faults', { method: 'DELETE' })),
	};
}
