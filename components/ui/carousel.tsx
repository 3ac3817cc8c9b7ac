'use client';

import { Children, useEffect, useId, useState, type ReactNode } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { fillTemplate } from '@/lib/template';
import type { CarouselLabels } from '@/content/types';
import { carouselLabels } from '@/content/carousel';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import './carousel.css';

const SLIDE_INTERVAL_MS = 5000;

interface CarouselProps {
  /** Accessible name of the whole carousel, e.g. "Our services". */
  label: string;
  /** One child per slide; server-rendered content passed through. */
  children: ReactNode;
  className?: string;
  /** The controls' names in the page's language (docs/product.md#accessible-names). */
  labels?: CarouselLabels;
}

/**
 * An accessible auto-advancing carousel (docs/product.md#sliders):
 * advances every 5 s and wraps both ways; any manual change restarts the timer;
 * dots jump to a slide; a visible pause/play button; pauses while hovered or focused; never
 * auto-advances under prefers-reduced-motion unless the visitor presses play.
 */
export function Carousel({
  label,
  children,
  className,
  labels: t = carouselLabels,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const track = `${useId()}-track`;
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // null = the visitor has not chosen; then we play unless reduced motion is asked for.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = userPlaying ?? !reducedMotion;
  const running = playing && !hovered && !focused && count > 1;
  const go = (to: number) => setIndex((to + count) % count);

  // Keyed on `index`, so every change (automatic or manual) restarts the full interval.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const button = (name: string, onClick: () => void, icon: ReactNode) => (
    <button
      type="button"
      className="icon-btn carousel__btn"
      aria-controls={track}
      aria-label={name}
      onClick={onClick}
    >
      {icon}
    </button>
  );

  return (
    <section
      className={`carousel ${className ?? ''}`}
      aria-roledescription={t.carousel}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__viewport">
        <div
          className="carousel__track"
          id={track}
          aria-live={running ? 'off' : 'polite'}
          style={{ transform: `translateX(${-index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription={t.slide}
              aria-label={fillTemplate(t.position, { n: i + 1, count })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        {button(
          playing ? t.pause : t.play,
          () => setUserPlaying(!playing),
          playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />,
        )}
        {button(t.previous, () => go(index - 1), <ChevronLeftIcon size={20} />)}
        <div className="carousel__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="carousel__dot"
              aria-controls={track}
              aria-label={fillTemplate(t.goTo, { n: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        {button(t.next, () => go(index + 1), <ChevronRightIcon size={20} />)}
      </div>
    </section>
  );
}
