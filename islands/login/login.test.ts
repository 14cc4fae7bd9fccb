import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLogin, takeResumedAdd } from '../../src/login-opener.ts';
import { flush } from '../../test/unit/fetch.ts';
import { useConfig } from '../../test/unit/page.ts';
import { mount } from './index.ts';

const TOKEN = '0123456789abcdef0123456789abcdef';
const HERE = btoa(`${location.origin}/prodotti/casco`);

const themePage = `<a class="vp-login-link" href="/accedi" data-vetrina="login" aria-controls="vp-login-modal">Accedi</a>
	<div id="vp-login-modal" hidden><form action="/accedi" method="post"><input name="username"><input type="password" name="password"><input type="hidden" name="return" value=""></form></div>`;

/** What the plugin prints on a stock shop: its link, and Joomla's login module (a guest) as Joomla 5 prints it. */
const stockPage = `<a class="vp-login-link" href="/index.php/component/users/login" data-vetrina="login" data-loginreturn="${HERE}" data-logoutreturn="${HERE}">Log in</a>
	<div class="moduletable"><form id="login-form-16" class="mod-login" action="/index.php" method="post">
	<input id="modlgn-username-16" name="username" autocomplete="username"><input id="modlgn-passwd-16" type="password" name="password">
	<input type="checkbox" name="remember" value="yes"><button type="submit" name="Submit">Log in</button>
	<input type="hidden" name="option" value="com_users"><input type="hidden" name="task" value="user.login">
	<input type="hidden" name="return" value="aW5kZXgucGhw"><input type="hidden" name="${TOKEN}" value="1"></form></div>`;

/** A Joomla 5 page as the login post ends on it: its messages as data in the script options, a login form when still a guest. */
const joomlaPage = ({ messages = [] as object[], guest = false, token = TOKEN } = {}) =>
	`<!DOCTYPE html><html><head><script type="application/json" class="joomla-script-options new">${JSON.stringify({
		'joomla.messages': messages,
		'csrf.token': token,
		'system.paths': { root: '', base: '' },
	})}</script><script>window.stolen = true</script></head><body>${
		guest
			? '<form action="/index.php/component/users?task=user.login" method="post"><input name="username"><input type="password" name="password"></form>'
			: '<form class="mod-login-logout"><input type="hidden" name="task" value="user.logout"></form>'
	}</body></html>`;

interface Sent {
	url: string;
	method: string;
	headers: Headers;
	body: string;
	signal: AbortSignal;
}

/** fetch replaced by one whose answers the test gives, with the URL the answer ended on after its redirects. */
function serverAnswers() {
	const sent: Sent[] = [];
	const answers: Array<(answer: { body: string; url: string; status?: number } | Error) => void> = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: Request) => {
			sent.push({ url: input.url, method: input.method, headers: input.headers, body: await input.text(), signal: input.signal });
			return new Promise<Response>((resolve, reject) => {
				input.signal.addEventListener('abort', () => reject(input.signal.reason));
				answers.push((answer) => {
					if (answer instanceof Error) return reject(answer);
					const response = new Response(answer.body, { status: answer.status ?? 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
					Object.defineProperty(response, 'url', { value: answer.url });
					resolve(response);
				});
			});
		}),
	);
	return { sent, answer: (answer: { body: string; url: string; status?: number } | Error) => answers.shift()!(answer) };
}

const link = () => document.querySelector<HTMLElement>('[data-vetrina="login"]')!;
const loginDialog = () => screen.findByRole('dialog', { name: 'Accedi al tuo account' });
/** A field of the modal's own form while it is open, else of the page's. */
const field = (name: string) =>
	(document.querySelector<HTMLInputElement>(`dialog[open] form.mod-login [name="${name}"]`) ??
		document.querySelector<HTMLInputElement>(`form.mod-login [name="${name}"]`))!;

describe('the login island', () => {
	let teardown: (() => void) | undefined;
	let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
	beforeEach(() => {
		assign = vi.fn<(url: string | URL) => void>();
		vi.spyOn(window.location, 'assign').mockImplementation(assign);
	});
	afterEach(async () => {
		// Closing the dialog puts the borrowed form back and leaves the host empty for the next test.
		await act(async () => document.querySelector<HTMLDialogElement>('dialog[open]')?.close());
		teardown?.();
		teardown = undefined;
		vi.unstubAllGlobals();
	});

	it("should be the login opener while mounted: it opens the modal with the server's message", async () => {
		document.body.innerHTML = themePage;
		teardown = mount(link());
		let opened = false;
		await act(async () => {
			opened = await openLogin('<b>Accedi</b> per la lista<script>x()</script>');
		});
		expect(opened).toBe(true);
		const modal = await loginDialog();
		expect(modal.querySelector('[role="alert"]')!.innerHTML).toBe('<b>Accedi</b> per la lista');
		expect(modal.querySelector('input[name="username"]')).not.toBeNull();
		teardown();
		teardown = undefined;
		// Nothing opens it once the island is gone: the caller goes to the login page.
		expect(await openLogin('Accedi')).toBe(false);
	});

	it("should draw Joomla's login form in the modal where the page prints none (a module of links only)", async () => {
		document.body.innerHTML = `<a href="/index.php/component/users/login" data-vetrina="login" data-loginreturn="${HERE}">Accedi</a><input type="hidden" name="${TOKEN}" value="1">`;
		teardown = mount(link());
		let opened = false;
		await act(async () => {
			opened = await openLogin('Accedi per la lista');
		});
		expect(opened).toBe(true);
		const modal = await loginDialog();
		const form = modal.querySelector('form')!;
		expect(form.getAttribute('action')).toBe('/index.php?option=com_users&task=user.login');
		expect(screen.getByRole('textbox', { name: 'Nome utente' }).getAttribute('autocomplete')).toBe('username');
		expect(modal.querySelector<HTMLInputElement>('input[type="password"]')!.labels![0]!.textContent).toBe('Password');
		expect([...new FormData(form)].filter(([name]) => name !== 'username' && name !== 'password')).toEqual([
			['return', HERE],
			[TOKEN, '1'],
		]);
	});

	it("should leave the page's form where it is, and give the modal's copy ids of its own", async () => {
		document.body.innerHTML = `${stockPage}<label for="modlgn-username-16">Nome utente</label>`;
		teardown = mount(link());
		const pageForm = document.querySelector('.moduletable > form.mod-login')!;
		await act(async () => link().click());
		const modal = await loginDialog();
		expect(document.querySelector('.moduletable > form.mod-login')).toBe(pageForm);
		const copy = modal.querySelector<HTMLFormElement>('form.mod-login')!;
		expect(copy).not.toBe(pageForm);
		expect(copy.id).toMatch(/^login-form-16-vetrina-login/);
		const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
		expect(new Set(ids).size).toBe(ids.length);
		await act(async () => document.querySelector<HTMLDialogElement>('dialog[open]')?.close());
		expect(document.querySelectorAll('form.mod-login')).toHaveLength(1);
	});

	it("should leave a theme's own login form (no Joomla task) to its plain submit", async () => {
		document.body.innerHTML = themePage;
		const { sent } = serverAnswers();
		teardown = mount(link());
		const form = document.querySelector('form')!;
		const submitted = vi.fn((event: Event) => event.preventDefault());
		window.addEventListener('submit', submitted);
		await act(async () => form.requestSubmit());
		window.removeEventListener('submit', submitted);
		expect(submitted).toHaveBeenCalledOnce();
		expect(submitted.mock.calls[0]![0].defaultPrevented).toBe(true);
		expect(sent).toEqual([]);
	});

	describe("on a stock shop (Joomla's login module)", () => {
		async function openAndSubmit(password = 'Vetrina-Passw0rd!') {
			document.body.innerHTML = stockPage;
			const server = serverAnswers();
			teardown = mount(link());
			await act(async () => link().click());
			const modal = await loginDialog();
			field('username').value = 'anna';
			field('password').value = password;
			await act(async () => modal.querySelector<HTMLButtonElement>('button[name="Submit"]')!.click());
			await act(flush);
			return { ...server, modal };
		}

		it('should post the form as a normal submit does, with the link’s return URL, in the background', async () => {
			const { sent } = await openAndSubmit();
			expect(link().getAttribute('aria-haspopup')).toBe('dialog');
			expect(sent).toHaveLength(1);
			expect(sent[0]!.method).toBe('POST');
			expect(sent[0]!.url).toBe(`${location.origin}/index.php`);
			expect(sent[0]!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
			expect([...new URLSearchParams(sent[0]!.body)]).toEqual([
				['username', 'anna'],
				['password', 'Vetrina-Passw0rd!'],
				['option', 'com_users'],
				['task', 'user.login'],
				['return', HERE],
				[TOKEN, '1'],
				['Submit', ''],
			]);
			expect(field('username').form!.getAttribute('aria-busy')).toBe('true');
		});

		it('should load the page Joomla sent a logged-in shopper to', async () => {
			const { answer } = await openAndSubmit();
			await act(async () => answer({ body: joomlaPage(), url: `${location.origin}/prodotti/casco` }));
			expect(assign).toHaveBeenCalledExactlyOnceWith(`${location.origin}/prodotti/casco`);
			// The page inside the answer never ran.
			expect((window as { stolen?: boolean }).stolen).toBeUndefined();
		});

		it("should send a user with two-factor login on to Joomla's captive page", async () => {
			const { answer } = await openAndSubmit();
			const captive = `${location.origin}/index.php/component/users/captive`;
			await act(async () =>
				answer({
					body: joomlaPage({ messages: [] }).replace(
						'</body>',
						'<form action="/index.php/component/users?task=captive.validate&amp;record_id=1"><input name="code"></form></body>',
					),
					url: captive,
				}),
			);
			expect(assign).toHaveBeenCalledExactlyOnceWith(captive);
		});

		describe("opened by a guest's wishlist add", () => {
			const helmet = { list: 'wishlist', action: 'add', productId: '9', productName: 'Casco', source: 'list-button' } as const;
			const refused = { body: joomlaPage({ guest: true }), url: `${location.origin}/index.php/component/users/login` };
			async function tryWith(password: string) {
				field('password').value = password;
				await act(async () => document.querySelector<HTMLButtonElement>('dialog button[name="Submit"]')!.click());
				await act(flush);
			}
			async function openedByAdd() {
				document.body.innerHTML = stockPage;
				const server = serverAnswers();
				teardown = mount(link());
				await act(async () => void (await openLogin('Accedi per usare la lista dei desideri.', helmet)));
				const modal = await loginDialog();
				field('username').value = 'anna';
				return { ...server, modal };
			}

			it('should hand the add to the page a granted login loads, after a refused try, once', async () => {
				const { answer } = await openedByAdd();
				await tryWith('wrong');
				await act(async () => answer(refused));
				expect(takeResumedAdd()).toBeNull();
				await tryWith('Vetrina-Passw0rd!');
				await act(async () => answer({ body: joomlaPage(), url: location.href }));
				expect(assign).toHaveBeenCalledExactlyOnceWith(location.href);
				expect(takeResumedAdd()).toEqual({ ...helmet, source: 'login' });
				expect(takeResumedAdd()).toBeNull();
			});

			it('should hand nothing over when the shopper closes the modal after a refusal, then logs in from the link', async () => {
				const { answer, modal } = await openedByAdd();
				await tryWith('wrong');
				await act(async () => answer(refused));
				await act(async () => modal.querySelector<HTMLButtonElement>('.vetrina-modal__close')!.click());
				await act(async () => link().click());
				await loginDialog();
				await tryWith('Vetrina-Passw0rd!');
				await act(async () => answer({ body: joomlaPage(), url: location.href }));
				expect(assign).toHaveBeenCalledOnce();
				expect(takeResumedAdd()).toBeNull();
			});
		});

		it("should show Joomla's own message in the modal on a wrong password, keep the username and focus the password", async () => {
			const { answer, modal } = await openAndSubmit('wrong');
			const fresh = 'fedcba9876543210fedcba9876543210';
			await act(async () =>
				answer({
					body: joomlaPage({
						guest: true,
						token: fresh,
						messages: [{ warning: ['Username and password do not match <img src=x onerror=alert(1)>or you do not have an account yet.'] }],
					}),
					url: `${location.origin}/index.php/component/users/login`,
				}),
			);
			const alert = modal.querySelector('[role="alert"]')!;
			expect(alert.innerHTML).toBe('Username and password do not match <img src="x">or you do not have an account yet.');
			expect(field('username').value).toBe('anna');
			expect(field('password').value).toBe('');
			expect(document.activeElement).toBe(field('password'));
			expect(field('password').form!.hasAttribute('aria-busy')).toBe(false);
			// The token of the answered page (a new session's, after an expired one) goes with the next try.
			expect(field(fresh).value).toBe('1');
			expect(assign).not.toHaveBeenCalled();
		});

		it('should say the login failed when Joomla refuses it without a message', async () => {
			const { answer, modal } = await openAndSubmit('wrong');
			await act(async () => answer({ body: joomlaPage({ guest: true }), url: `${location.origin}/index.php/component/users/login` }));
			expect(modal.querySelector('[role="alert"]')!.textContent).toBe('Accesso non riuscito: controlla nome utente e password.');
		});

		const UNEXPECTED = 'Non è stato possibile accedere: il negozio non ha risposto come previsto. Riprova.';
		it.each([
			['an HTML error page', { body: '<html><body><h1>Service Unavailable</h1></body></html>', url: `${location.origin}/index.php` }],
			['a 500', { body: joomlaPage({ guest: true }), url: `${location.origin}/index.php`, status: 500 }],
			['a redirect to another site', { body: joomlaPage(), url: 'https://evil.example/index.php' }],
			['a broken script options block', { body: joomlaPage().replace('"joomla.messages"', 'joomla.messages'), url: `${location.origin}/index.php` }],
		])('should show an error in the modal and navigate nowhere on %s', async (_, hostile) => {
			const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
			const { answer, modal } = await openAndSubmit();
			await act(async () => answer(hostile));
			await act(flush);
			expect(modal.querySelector('[role="alert"]')!.textContent).toBe(UNEXPECTED);
			expect(assign).not.toHaveBeenCalled();
			expect(errors.mock.calls.some(([tag]) => tag === '[vetrina:login]')).toBe(true);
			expect(field('password').form!.hasAttribute('aria-busy')).toBe(false);
		});

		it('should say the shop is not answering when the post times out, and leave no busy form', async () => {
			useConfig({ timeout: 30 });
			vi.spyOn(console, 'error').mockImplementation(() => {});
			const { modal } = await openAndSubmit();
			await act(() => vi.waitFor(() => expect(modal.querySelector('[role="alert"]')).not.toBeNull()));
			expect(modal.querySelector('[role="alert"]')!.textContent).toBe('Il negozio non risponde. Riprova tra poco.');
			expect(field('password').form!.hasAttribute('aria-busy')).toBe(false);
			// Nothing was refused: what the shopper typed stays for another try.
			expect(field('password').value).toBe('Vetrina-Passw0rd!');
			expect(document.activeElement).toBe(field('password'));
		});

		it('should send one post for a double press, and drop it when the shopper closes the modal', async () => {
			const { sent, modal } = await openAndSubmit();
			await act(async () => modal.querySelector<HTMLButtonElement>('button[name="Submit"]')!.click());
			await act(flush);
			expect(sent).toHaveLength(1);
			await act(async () => modal.querySelector<HTMLButtonElement>('.vetrina-modal__close')!.click());
			expect(sent[0]!.signal.aborted).toBe(true);
			// The page's form never left its module; the modal's copy went with the modal.
			const form = document.querySelector('.moduletable > form.mod-login')!;
			expect(form.hasAttribute('aria-busy')).toBe(false);
			expect(document.querySelectorAll('form.mod-login')).toHaveLength(1);
			expect(screen.queryByRole('dialog')).toBeNull();
			expect(assign).not.toHaveBeenCalled();
		});

		it("should post the page's own login form (VirtueMart's) in the background too, opening the modal when Joomla refuses", async () => {
			document.body.innerHTML = `${stockPage}<form id="com-form-login" action="/index.php?option=com_virtuemart&amp;view=user" method="post">
				<input name="username" value="anna"><input type="password" name="password" value="x"><button type="submit" name="Submit">Login</button>
				<input type="hidden" name="task" value="user.login"><input type="hidden" name="option" value="com_users"><input type="hidden" name="return" value="dm0="></form>`;
			const { sent, answer } = serverAnswers();
			teardown = mount(link());
			await act(async () => document.querySelector<HTMLButtonElement>('#com-form-login button')!.click());
			await act(flush);
			expect(sent[0]!.url).toBe(`${location.origin}/index.php?option=com_virtuemart&view=user`);
			// Its own return URL: the link's is for the form it opens.
			expect(new URLSearchParams(sent[0]!.body).get('return')).toBe('dm0=');
			await act(async () =>
				answer({ body: joomlaPage({ guest: true, messages: [{ warning: ['Wrong.'] }] }), url: `${location.origin}/index.php/component/users/login` }),
			);
			const modal = await loginDialog();
			expect(modal.querySelector('form[id^="com-form-login-"] input[name="username"]')).not.toBeNull();
			expect(document.querySelector('#com-form-login')?.closest('dialog')).toBeNull();
			expect(modal.querySelector('[role="alert"]')!.textContent).toBe('Wrong.');
		});
	});

	it("should leave a logged-in shopper's link controlling nothing when the guest's modal it names is not in the page", () => {
		document.body.innerHTML = `<a class="vp-login-link" href="/esci" data-vetrina="login" aria-controls="vp-login-modal">Esci</a>
			<form id="vp-logout-form" method="post" action="/esci"><input type="hidden" name="logout_text" value="Esci"></form>`;
		teardown = mount(link());
		expect(link().hasAttribute('aria-controls')).toBe(false);
		expect(link().hasAttribute('aria-haspopup')).toBe(false);
		teardown();
		teardown = undefined;
		expect(link().getAttribute('aria-controls')).toBe('vp-login-modal');
	});

	it("should log out through Joomla's logout form with the link's return URL", async () => {
		document.body.innerHTML = `<a href="/index.php/component/users/login" data-vetrina="login" data-loginreturn="${HERE}" data-logoutreturn="${HERE}">Log out</a>
			<form class="mod-login-logout" action="/index.php" method="post"><button type="submit">Log out</button>
			<input type="hidden" name="option" value="com_users"><input type="hidden" name="task" value="user.logout"><input type="hidden" name="return" value="aW5kZXgucGhw"></form>`;
		teardown = mount(link());
		expect(link().hasAttribute('aria-haspopup')).toBe(false);
		const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
		window.addEventListener('submit', submitted);
		await act(async () => link().click());
		window.removeEventListener('submit', submitted);
		const form = submitted.mock.calls[0]![0].target as HTMLFormElement;
		expect(form.className).toBe('mod-login-logout');
		expect(Object.fromEntries(new FormData(form))).toEqual({ option: 'com_users', task: 'user.logout', return: HERE });
	});
});
