import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../../src/panel/app';
import '../../src/panel/panel.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
