/** True for `application/json`, with at most a UTF-8 charset parameter. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false
  const [mediaType = '', ...params] = header.toLowerCase().split(';')
  if (mediaType.trim() !== 'application/json') return false
  return params.every((param) => {
    const [name = '', value = ''] = param.split('=').map((part) => part.trim().replace(/"/g, ''))
    return name !== 'charset' || value === 'utf-8' || value === 'utf8'
  })
}
