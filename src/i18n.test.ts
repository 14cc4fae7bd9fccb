import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfig } from '../test/unit/page.ts';

/** i18n reads the config once, when it loads: each case loads it afresh. */
async function loadI18n(config: Parameters<typeof useConfig>[0]) {
	vi.resetModules();
	useConfig(config);
	return import('./i18n.ts');
}

describe('i18n', () => {
	beforeEach(() => {
		vi.restoreAllMocks();
	});

	it('speaks Italian by default', async () => {
		const { t } = await loadI18n({});
		expect(t('close')).toBe('Chiudi');
	});

	it('shows a German shop its overrides and falls back to Italian for every other string', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const { t, registerStrings } = await loadI18n({
			language: 'de-DE',
			strings: { de: { close: 'Schließen', 'mini-cart.count': '{{count}} Artikel im Warenkorb' } },
		});
		const { strings } = await import('../islands/mini-cart/strings.ts');
		registerStrings(strings);
		expect(t('close')).toBe('Schließen');
		expect(t('mini-cart.count', { count: 3 })).toBe('3 Artikel im Warenkorb');
		expect(t('error')).toBe('Errore');
		expect(warn).not.toHaveBeenCalled();
	});

	it('prefers the exact tag, then its base language', async () => {
		const { t } = await loadI18n({ language: 'fr-CA', strings: { fr: { close: 'Fermer' }, 'fr-CA': { error: 'Erreur (CA)' } } });
		expect(t('close')).toBe('Fermer');
		expect(t('error')).toBe('Erreur (CA)');
	});

	it('names unknown override keys once: a namespace no island has at start, an island key when the island registers', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const { registerStrings } = await loadI18n({ strings: { it: { 'cart.added': 'Aggiunto', 'mini-cart.cuont': 'x', 'mini-cart.count': 'y' } } });
		expect(warn.mock.calls).toEqual([['[vetrina] config "strings": no such string, ignored: it: cart.added']]);
		const { strings } = await import('../islands/mini-cart/strings.ts');
		registerStrings(strings);
		expect(warn.mock.calls[1]).toEqual(['[vetrina] config "strings": no such string, ignored: it: mini-cart.cuont']);
		expect(warn).toHaveBeenCalledTimes(2);
	});
});
