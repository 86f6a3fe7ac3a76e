import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from 'sonner'
import { showToast } from './toast'

vi.mock('sonner', () => ({
  Toaster: () => null,
  toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
}))

afterEach(() => vi.clearAllMocks())

describe('showToast', () => {
  it("dismisses the form's earlier error when that form succeeds, not when another does", () => {
    showToast('destructive', 'Error Sending Message', 'Please try again', { form: 'contact' })
    const errorId = vi.mocked(toast.error).mock.calls[0]![1]!.id
    showToast('success', 'Request received!', 'We’ll reach out shortly.', { form: 'popup' })
    expect(toast.dismiss).not.toHaveBeenCalledWith(errorId)
    showToast('success', 'Message Sent Successfully!', 'Thank you', { form: 'contact' })
    expect(toast.dismiss).toHaveBeenCalledWith(errorId)
  })
})
