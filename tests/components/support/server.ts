import { setupServer } from 'msw/node';

import { defaultHandlers } from '../../../src/mocks/handlers';

/** The shared MSW handlers (src/mocks) answering the component tests' API calls. */
export const server = setupServer(...defaultHandlers);
