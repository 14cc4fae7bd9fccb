import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig, parseConfig, type VetrinaConfig } from '../../src/config.ts';

/** The demo shop's config, as every saved page carries it. */
export const demoConfig: VetrinaConfig = parseConfig({
	shopComponent: 'com_virtuemart',
	prefix: 'virtuemart',
	ajaxUri: '/index.php?option=com_ajax&plugin=vpframework&format=json',
	baseUri: '/',
	itemid: 101,
	langParam: '&lang=it',
	addToCartPopup: 1,
}).config;

/** Puts a config block in the page, as the theme prints it. */
export function useConfig(config: Partial<VetrinaConfig> = {}): void {
	document.querySelector('#vetrina-config')?.remove();
	const script = document.createElement('script');
	script.type = 'application/json';
	script.id = 'vetrina-config';
	script.textContent = JSON.stringify({ ...demoConfig, ...config });
	document.head.append(script);
	loadConfig();
}

/** Loads a saved page from fixtures/pages/ as the page under test (body only; head scripts stay inert). */
export function loadSavedPage(name: string): Document {
	// A path, not a URL: happy-dom's global URL is not one Node's fs accepts.
	const html = readFileSync(fileURLToPath(import.meta.resolve(`../../fixtures/pages/${name}.html`)), 'utf8');
	const parsed = new DOMParser().parseFromString(html, 'text/html');
	document.head.replaceChildren(...[...parsed.head.children].filter((el) => el.tagName !== 'SCRIPT' || el.getAttribute('type') === 'application/json'));
	document.body.replaceChildren(...parsed.body.childNodes);
	return document;
}
