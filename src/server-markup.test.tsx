import { act } from '@testing-library/react';
import { useState } from 'react';
import { renderIsland } from './ui/island-root.tsx';
import { readMarkup, ServerMarkup, type Own } from './server-markup.tsx';

/** A quantity box as a theme prints it: an owned field beside an icon and a label the island does not draw. */
function serverBox(): HTMLElement {
	const host = document.createElement('div');
	host.innerHTML =
		'<span class="box"><i class="icon"><svg viewBox="0 0 8 8"><path d="M0 0h8"></path></svg></i><label>Quantità <b>pz</b></label><input class="quantity-input" name="quantity[]" value="1"></span>';
	document.body.append(host);
	return host;
}

const ownsField = (el: Element) => el.matches('.quantity-input');
let rerender: () => void = () => undefined;

/** Draws the server markup, its field as the island's own, and can draw itself again. */
function Box({ host }: { host: HTMLElement }) {
	const [nodes] = useState(() => readMarkup(host, ownsField));
	const [renders, setRenders] = useState(0);
	rerender = () => setRenders(renders + 1);
	const own: Own = (node) => (node.source.matches('.quantity-input') ? <input {...node.props} data-renders={renders} /> : undefined);
	return <ServerMarkup nodes={nodes} own={own} />;
}

describe('server markup drawn by an island', () => {
	afterEach(() => document.body.replaceChildren());

	it('keeps the very nodes the server printed inside what the island does not draw, through every render', async () => {
		const host = serverBox();
		const icon = host.querySelector('svg')!;
		const unit = host.querySelector('b')!;
		await act(async () => void renderIsland(host, 'test', <Box host={host} />));
		expect(host.querySelector('svg')).toBe(icon);
		expect(host.querySelector('label b')).toBe(unit);
		expect(host.querySelector('label')?.textContent).toBe('Quantità pz');

		await act(async () => rerender());
		expect(host.querySelector('input')?.dataset.renders).toBe('1');
		expect(host.querySelector('svg')).toBe(icon);
		expect(host.querySelector('label')?.textContent).toBe('Quantità pz');
	});

	it('gives them back to the server markup when the island goes', async () => {
		const host = serverBox();
		const before = host.innerHTML;
		const icon = host.querySelector('svg')!;
		let teardown: () => void = () => undefined;
		await act(async () => void (teardown = renderIsland(host, 'test', <Box host={host} />)));
		await act(async () => teardown());
		expect(host.innerHTML).toBe(before);
		expect(host.querySelector('svg')).toBe(icon);
	});
});
