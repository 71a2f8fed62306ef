/**
 * The yardstick of `npm run bench:web`: the least a page made of React, react-router and MUI
 * (Button, ThemeProvider, CssBaseline) downloads, built with the app's own Vite configuration.
 */
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([
  { path: '*', Component: () => <Button variant="contained">Iniciar Votação</Button> },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <RouterProvider router={router} />
  </ThemeProvider>,
);
