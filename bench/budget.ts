/** The bench's time budget: each scenario gets a share; past it, a figure takes one run instead of several. */

/** Share of the budget per scenario (Lighthouse runs once per page whatever the budget). */
const SHARES: Record<string, number> = { bytes: 0.05, load: 0.4, interaction: 0.15, network: 0.08, memory: 0.05, lighthouse: 0.27 };

export class TimeBudget {
	/** Scenarios that took fewer runs than asked. */
	readonly shortened = new Set<string>();
	private scenario = '';
	private deadline = Infinity;

	constructor(
		private readonly runs: number,
		private readonly seconds: number,
	) {}

	begin(scenario: string): void {
		this.scenario = scenario;
		this.deadline = performance.now() + (SHARES[scenario] ?? 0.1) * this.seconds * 1000;
	}

	/** Whether to take run `i` (0-based): the first always, more only while the scenario's share lasts. */
	more(i: number): boolean {
		if (i >= this.runs) return false;
		if (i === 0 || performance.now() < this.deadline) return true;
		this.shortened.add(this.scenario);
		return false;
	}
}
