import './styles.css';
import { embedderOrigin } from './embedder';
import { mountForm } from './form';
import { reportHeight } from './height';
import { readPageConfig } from './page-config';
import { sendQuestion } from './submission';
import { applyTextColours } from './theme';

const config = readPageConfig(document);
const embedder = embedderOrigin(window);
applyTextColours(document);
mountForm(document.getElementById('webform')!, {
  config,
  send: (values, honeypot) =>
    sendQuestion(fetch.bind(window), {
      config: config!,
      values,
      honeypot,
      embedderOrigin: embedder,
    }),
});
reportHeight(window, embedder);
