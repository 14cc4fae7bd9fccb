import nodeConsole from 'node:console';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { useConfig } from './page.ts';
import { loadSanitizer } from '../../src/server-markup.tsx';

// Support: happy-dom's Node.prototype.nodeName getter returns "" and subclasses override it, while
// the DOM standard defines it once on Node. DOMPurify reads the Node.prototype getter directly
// (realm-safe getters, GHSA-4w3q-35jp-p934), so without this every element looks unknown to it.
const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!;
Object.defineProperty(Node.prototype, 'nodeName', {
	...nodeName,
	get(this: Node) {
		for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
			const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
			if (own?.get) return own.get.call(this);
		}
		return nodeName.get!.call(this);
	},
});

// Support: happy-dom's NodeIterator stops when the node it returned last is removed, so DOMPurify
// would leave every node after a removed one unsanitized. This one follows the DOM standard's
// "pre-removing steps": a removed reference falls back to the node before it.
const show = (node: Node, whatToShow: number) => (whatToShow >> (node.nodeType - 1)) & 1;
const following = (node: Node, root: Node): Node | null => {
	if (node.firstChild) return node.firstChild;
	for (let at: Node | null = node; at && at !== root; at = at.parentNode) if (at.nextSibling) return at.nextSibling;
	return null;
};
const preceding = (node: Node): Node | null => {
	let at = node.previousSibling;
	while (at?.lastChild) at = at.lastChild;
	return at ?? node.parentNode;
};
let owner = Object.getPrototypeOf(document);
while (!Object.hasOwn(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner);
owner.createNodeIterator = (root: Node, whatToShow = 0xffffffff) => {
	let reference: Node | null = null;
	let before: Node | null = null;
	return {
		root,
		nextNode() {
			let at = reference === null ? root : reference.isConnected || root.contains(reference) ? following(reference, root) : before && following(before, root);
			while (at && !show(at, whatToShow)) at = following(at, root);
			reference = at;
			before = at && preceding(at);
			return at;
		},
	} as unknown as NodeIterator;
};

// Support: happy-dom has no HTMLDialogElement.showModal; Chromium's is covered end to end.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
	this.setAttribute('open', '');
};
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Support: happy-dom loads no iframe page or stylesheet (disabled here) and prints a stack trace for each
// one a test's page has, in a passing run. What they show is tested in Chromium; these messages are dropped.
// happy-dom prints through Node's own console (the one it was created with), not the test's.
const consoleError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...args: unknown[]) => {
	if (String((args[0] as Error | undefined)?.message ?? args[0]).endsWith(' loading is disabled.')) return;
	consoleError(...args);
};

// Units render server HTML as they get it from an answer, which arrives with the sanitizer (src/http.ts); its
// lazy load is tested in src/sanitize-load.test.ts with modules of its own.
await loadSanitizer();

// Every unit test starts from an empty page with the demo shop's config, and real timers.
useConfig();
beforeEach(() => useConfig());
afterEach(() => {
	document.body.replaceChildren();
	document.head.replaceChildren();
	vi.useRealTimers();
	vi.restoreAllMocks();
});

// A root rendered outside act() (as the registry renders them) leaves React work queued in its scheduler,
// such as the passive effects of a teardown's commit. Run after the environment is gone, that work reads
// `window` and fails the run. An idle-priority task runs only once every queued task ahead of it has run.
afterAll(() => new Promise<void>((resolve) => void unstable_scheduleCallback(unstable_IdlePriority, () => resolve())));
