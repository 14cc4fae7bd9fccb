import type { Page } from 'playwright-core';

/**
 * Joomla's nonce policy as a shop owner sets it in "System - HTTP Headers" (`plg_system_httpheaders`'s
 * params): 'self' and the page's nonce, no 'unsafe-inline'. 'report-sample' blocks nothing more: it puts
 * the first characters of blocked inline code in each report, which is what tells whose code it was.
 */
const directive = (name: string, value: string) => ({ directive: name, value, client: 'site' });

export const JOOMLA_CSP = {
	contentsecuritypolicy: 1,
	contentsecuritypolicy_client: 'site',
	contentsecuritypolicy_report_only: 0,
	nonce_enabled: 1,
	contentsecuritypolicy_values: {
		contentsecuritypolicy_values0: directive('script-src', "'self' 'report-sample'"),
		contentsecuritypolicy_values1: directive('style-src', "'self' 'report-sample'"),
		contentsecuritypolicy_values2: directive('object-src', "'none'"),
		contentsecuritypolicy_values3: directive('base-uri', "'self'"),
	},
};

/** Violation events are queued as tasks: one more task of the page, and every one is recorded. */
export const drained = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
