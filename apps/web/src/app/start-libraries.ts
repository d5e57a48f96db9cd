// The libraries under the whole app, evaluated in a task of their own before the app's modules (issue 13, ADR 018):
// React DOM and MUI's styling (which builds its default theme as it loads) made half of one long task with the
// router, the route table and the page. Exported, so the bundler keeps them in this chunk's evaluation.
export { hydrateRoot, createRoot } from 'react-dom/client';
export { styled, ThemeProvider } from '@mui/material/styles';
