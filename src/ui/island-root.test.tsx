import { act } from '@testing-library/react';
import { useId } from 'react';
import { outsideAct } from '../../test/unit/outside-act.ts';
import { renderIsland } from './island-root.tsx';

function Quantity() {
	const id = useId();
	return (
		<span className="box">
			<label htmlFor={id}>Quantità</label>
			<input id={id} className="quantity-input" name="quantity[]" defaultValue="1" />
		</span>
	);
}

function serverBox(): HTMLElement {
	const host = document.createElement('div');
	host.innerHTML = '<span class="box"><input class="quantity-input" name="quantity[]" value="1"></span>';
	document.body.append(host);
	return host;
}

describe('renderIsland', () => {
	afterEach(() => document.body.replaceChildren());

	it('replaces the server markup with the island, keeping the focus, caret and typed text', async () => {
		const host = serverBox();
		const typed = host.querySelector('input')!;
		typed.focus();
		typed.value = '12';
		typed.setSelectionRange(1, 1);
		await act(async () => void renderIsland(host, 'product-form', <Quantity />));
		const input = host.querySelector('input')!;
		expect(input).not.toBe(typed);
		expect(host.querySelector('label')?.textContent).toBe('Quantità');
		expect(input.value).toBe('12');
		expect(document.activeElement).toBe(input);
		expect([input.selectionStart, input.selectionEnd]).toEqual([1, 1]);
	});

	it('has drawn the island by the time it returns: the registry marks it ready then', async () => {
		// Outside act(), as in the page: nothing but renderIsland itself may flush the render.
		await outsideAct(() => {
			const host = serverBox();
			const server = host.querySelector('input');
			const teardown = renderIsland(host, 'product-form', <Quantity />);
			expect(host.querySelector('label')?.textContent).toBe('Quantità');
			expect(host.querySelector('input')).not.toBe(server);
			teardown();
		});
	});

	it('gives each root its own useId prefix', async () => {
		const [first, second] = [serverBox(), serverBox()];
		await act(async () => {
			renderIsland(first, 'product-form', <Quantity />);
			renderIsland(second, 'product-form', <Quantity />);
		});
		expect(first.querySelector('input')!.id).not.toBe(second.querySelector('input')!.id);
	});

	it('puts the server markup back when the island is torn down', async () => {
		const host = serverBox();
		const original = host.firstElementChild;
		let teardown = () => {};
		await act(async () => void (teardown = renderIsland(host, 'product-form', <Quantity />)));
		act(() => teardown());
		expect(host.firstElementChild).toBe(original);
		expect(host.children).toHaveLength(1);
	});
});
