import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from '@/components/ui/carousel';
import { carouselLabels as hindi } from '@/content/hi/carousel';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

function renderCarousel() {
  return render(
    <Carousel label="Test slides">
      <p>One</p>
      <p>Two</p>
      <p>Three</p>
    </Carousel>,
  );
}

const current = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true') + 1;

describe('Carousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('advances every 5 seconds and wraps', () => {
    renderCarousel();
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe(3);
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('wraps backwards and jumps by dots', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe(2);
  });

  it('pauses with the button and exposes only the current slide', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(current()).toBe(1);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group')).toHaveAccessibleName('1 of 3');
  });

  it('stays still under reduced motion', () => {
    setReducedMotion(true);
    renderCarousel();
    act(() => jest.advanceTimersByTime(20000));
    expect(current()).toBe(1);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('names its controls in Hindi when given Hindi labels', () => {
    render(
      <Carousel label="स्लाइड" labels={hindi}>
        <p>एक</p>
        <p>दो</p>
      </Carousel>,
    );
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('aria-roledescription', 'स्लाइडशो');
    fireEvent.click(screen.getByRole('button', { name: 'अगली स्लाइड' }));
    expect(screen.getByRole('button', { name: 'स्लाइड 2 दिखाएं' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('group')).toHaveAccessibleName('2 में से 2');
    expect(screen.getByRole('group')).toHaveAttribute('aria-roledescription', 'स्लाइड');
    for (const name of ['स्लाइडशो रोकें', 'पिछली स्लाइड', 'स्लाइड 1 दिखाएं'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /slide/i })).not.toBeInTheDocument();
  });

  it('keeps its English names without labels', () => {
    renderCarousel();
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group')).toHaveAttribute('aria-roledescription', 'slide');
    for (const name of ['Pause slideshow', 'Previous slide', 'Next slide', 'Go to slide 3'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /[\u0900-\u097F]/ })).not.toBeInTheDocument();
  });
});
