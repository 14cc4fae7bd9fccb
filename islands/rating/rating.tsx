import { t } from '../../src/i18n.ts';
import { starFills } from './stars.ts';

export interface RatingProps {
	/** 0–5; null when the product has no rating yet. */
	score: number | null;
	/** The theme's own text (`.vp-rating-text`, "3,5/5 (3)"), drawn again as it was; null when the theme printed none. */
	text: string | null;
}

/**
 * Five stars, each with its hint ("1 Stella", "2 Stelle" … "5 Stelle") for pointer users, hidden from screen
 * readers: the rating element itself is the image. Without the theme's text, "Nessuna valutazione"
 * shows when there is no score.
 */
export function Rating({ score, text }: RatingProps) {
	const fills = starFills(score ?? 0);
	return (
		<>
			<span className="vetrina-rating" aria-hidden="true">
				{fills.map((fill, index) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions; they never move.
					<span key={index} className={`vetrina-star vetrina-star--${fill}`} title={t('rating.hint', { count: index + 1 })} />
				))}
				{score === null && text === null && <span className="vetrina-rating--none">{t('rating.none')}</span>}
			</span>
			{text !== null && <span className="vp-rating-text">{text}</span>}
		</>
	);
}
