import { createContext, useContext } from 'react'

/**
 * The page-unique id of the island a component renders in, the same on the server (React) and
 * in the browser (preact/compat, whose useId values differ from React's): element ids built
 * from it are identical before and after hydration.
 */
export const IslandIdContext = createContext('island')

export const useIslandId = () => `island-${useContext(IslandIdContext)}`
