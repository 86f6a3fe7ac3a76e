import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import './editor.css'

// The dev server reloads every open page when a content file changes and shows its error overlay
// while the content has problems. The editor follows its file itself (it polls the version) and
// lists the problems, so a reload would only throw the draft away. A listener that throws stops
// Vite's client before it reloads or draws the overlay.
const keepTheDraft = () => {
  throw new Error('The page editor keeps its draft: it follows file changes itself.')
}
import.meta.hot?.on('vite:beforeFullReload', keepTheDraft)
import.meta.hot?.on('vite:error', keepTheDraft)

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
