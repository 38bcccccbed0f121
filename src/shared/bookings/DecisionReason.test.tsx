import { render, screen } from '@testing-library/react';
import { DecisionReason } from './DecisionReason';

describe('DecisionReason', () => {
  it('shows the reason under a decision, whole or on one line with the full text on hover', () => {
    const { rerender } = render(<DecisionReason reason="The hall is closed for exams" />);
    expect(screen.getByText('Reason: The hall is closed for exams')).not.toHaveAttribute('title');
    rerender(<DecisionReason reason="The hall is closed for exams" oneLine />);
    expect(screen.getByText('Reason: The hall is closed for exams')).toHaveAttribute('title', 'The hall is closed for exams');
  });

  it('shows nothing without a reason', () => {
    const { container } = render(<DecisionReason reason={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
