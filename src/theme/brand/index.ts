/**
 * The association's own brand assets. To rebrand, replace logo.svg and hero.svg (keep the names,
 * or change the imports here) and, if the aspect ratio changes, the sizes below. Alt texts live in
 * messages.landing (logoAlt, heroAlt).
 */
import heroUrl from './hero.svg';
import logoUrl from './logo.svg';

export interface BrandImage {
  /** URL of the file, resolved by the bundler. */
  src: string;
  /** Intrinsic size, set on the <img> so the page does not shift while it loads. */
  width: number;
  height: number;
}

/** Association logo (square). */
export const brandLogo: BrandImage = { src: logoUrl, width: 160, height: 160 };

/** Highlight (hero) image of the landing page, 16:9. */
export const brandHero: BrandImage = { src: heroUrl, width: 960, height: 540 };
