import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import './editor.css'

// A content change reloads only the site's pages (renderer/client/content-reload.ts): the editor
// follows its file itself (it polls the version) and lists the problems, keeping its draft.
createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
