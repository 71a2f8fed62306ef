/**
 * Viewports stories can ask for with `globals: { viewport: { value: 'mobile360' } }`.
 * Storybook's toolbar and the Vitest story run (test and screenshot) read this map.
 */
export const viewports = {
  mobile360: {
    name: 'Celular (360 × 740)',
    styles: { width: '360px', height: '740px' },
    type: 'mobile',
  },
  desktop: {
    name: 'Desktop (1280 × 800)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;

/** Globals for a story rendered at phone width (360 px). */
export const mobileGlobals = { viewport: { value: 'mobile360', isRotated: false } } as const;
