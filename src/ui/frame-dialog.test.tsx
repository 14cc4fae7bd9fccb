import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig } from '../config.ts';
import { FrameDialog } from './frame-dialog.tsx';

describe('FrameDialog', () => {
	afterEach(() => vi.useRealTimers());

	describe('given a title', () => {
		it('shows the frame loading in a dialog named by the title, and closes from its close button', () => {
			const onClose = vi.fn();
			render(<FrameDialog src="/condizioni?tmpl=component" title="Condizioni di vendita" label="Condizioni" onClose={onClose} />);
			const dialog = screen.getByRole('dialog', { name: 'Condizioni di vendita' });
			const frame = dialog.querySelector('iframe')!;
			expect(frame.getAttribute('src')).toBe('/condizioni?tmpl=component');
			expect(frame.title).toBe('Condizioni di vendita');
			expect(frame.parentElement!.getAttribute('aria-busy')).toBe('true');
			fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
			expect(onClose).toHaveBeenCalledTimes(1);
		});
	});

	describe("when the frame's page is parsed by the timeout and its images are still loading", () => {
		it('shows the page, and takes it in once: its late load event changes nothing', () => {
			vi.useFakeTimers();
			const onFrameLoad = vi.fn();
			render(<FrameDialog src="/trapano?tmpl=component" label="Trapano" onClose={() => {}} onFrameLoad={onFrameLoad} />);
			const frame = document.querySelector('iframe')!;
			const page = document.implementation.createHTMLDocument('Trapano');
			Object.defineProperty(page, 'URL', { value: 'http://localhost/trapano?tmpl=component' });
			Object.defineProperty(page, 'readyState', { value: 'interactive' });
			Object.defineProperty(frame, 'contentDocument', { value: page });
			Object.defineProperty(frame, 'contentWindow', { value: { performance: { getEntriesByType: () => [{ responseStatus: 200 }] } } });
			act(() => void vi.advanceTimersByTime(getConfig().timeout));
			expect(frame.parentElement!.dataset.state).toBe('ready');
			expect(frame.parentElement!.getAttribute('aria-busy')).toBe('false');
			fireEvent.load(frame);
			expect(onFrameLoad).toHaveBeenCalledTimes(1);
			expect(screen.queryByRole('alert')).toBeNull();
		});
	});

	describe('when the frame does not load within the timeout', () => {
		it('says the content cannot be loaded', () => {
			vi.useFakeTimers();
			vi.spyOn(console, 'error').mockImplementation(() => {});
			render(<FrameDialog src="/lento" label="Zone di consegna" onClose={() => {}} />);
			expect(screen.getByRole('dialog', { name: 'Zone di consegna' }).querySelector('iframe')).not.toBeNull();
			act(() => void vi.advanceTimersByTime(getConfig().timeout));
			expect(screen.getByRole('alert').textContent).toBe('Impossibile caricare il contenuto richiesto. Riprova più tardi.');
			expect(document.querySelector('iframe')).toBeNull();
		});
	});
});
