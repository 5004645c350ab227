import { createRoot } from 'react-dom/client';
import { currentLanguage, initI18n, langHeader } from '@estante/i18n';
import { setLanguageHeader } from '@estante/api-client';
import { prepareTheme } from '@estante/ui/theme';
import { Root } from './Root';
import { installLinkPrefetch } from './prefetch';
import './styles.css';

async function start() {
  setLanguageHeader(() => langHeader(currentLanguage()));
  await initI18n();
  await prepareTheme(currentLanguage());
  document.documentElement.lang = currentLanguage() === 'pt' ? 'pt-BR' : currentLanguage();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  container.replaceChildren();
  createRoot(container).render(<Root />);
  installLinkPrefetch();
}

void start();
