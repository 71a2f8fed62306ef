/**
 * Setup for the `visual` Vitest project: stories composed here get the same project annotations
 * (theme decorator, MSW loader, parameters) as in Storybook and in the `storybook` project.
 */
import { setProjectAnnotations } from '@storybook/react-vite';

import * as preview from '../../.storybook/preview';

setProjectAnnotations([preview]);
