import { createContext, useContext } from 'react'

/** The project's images (paths under public/), for the image fields. */
export const ImagesContext = createContext<string[]>([])

export const useImages = () => useContext(ImagesContext)
