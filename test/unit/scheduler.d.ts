// React's scheduler (a dependency of react-dom) ships no types; test/unit/setup.ts uses these two.
declare module 'scheduler' {
	export const unstable_IdlePriority: number;
	export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
