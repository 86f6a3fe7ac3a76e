import { Hero } from '../hero/Hero'
import { ServiceCards } from '../service-cards/ServiceCards'
import { Neighbourhoods } from '../neighbourhoods/Neighbourhoods'
import { Faq } from '../faq/Faq'
import { Cta } from '../cta/Cta'
import { ReliefNoticeBand } from '../shared/ui/relief-notice'
import { WhyChooseUs } from './WhyChooseUs'
import { cityFaqItems } from './faq-items'
import type { CityLandingProps } from './schema'

/** The one layout of every local area and city page, built from the generic blocks. */
export function CityLanding(props: CityLandingProps) {
  const { ctx, city, region, state } = props
  const isCalifornia = state === 'California'
  return (
    <>
      <Hero
        ctx={ctx}
        badge={{
          text: props.badge,
          icon: 'zap',
          tone: isCalifornia ? 'destructive' : 'primary',
        }}
        title={props.heading}
        highlight={city}
        buttons={[
          { label: props.helpLabel, href: '/contact' },
          { label: props.callLabel, href: ctx.phone.href, context: 'city-hero' },
        ]}
        points={props.heroPoints}
        image={props.image}
      />
      <ReliefNoticeBand notice={ctx.reliefNotice} />
      <p className="mx-auto max-w-3xl px-4 pt-10 text-lg text-pretty text-muted-foreground md:px-6 md:text-center md:text-xl">
        {props.intro}
      </p>
      <ServiceCards
        ctx={ctx}
        title={props.servicesTitle}
        cards={props.services.map((card) => ({ ...card, features: card.features ?? [] }))}
        columns="3"
        tone="default"
      />
      <WhyChooseUs
        title={props.whyTitle}
        points={props.whyPoints}
        facts={props.foreclosureFacts}
        stats={props.stats}
      />
      <Neighbourhoods
        ctx={ctx}
        title={props.areasTitle}
        areas={props.neighbourhoods}
        region={region}
        closing={props.areasClosing}
        tone="default"
      />
      <Faq ctx={ctx} title={props.faqTitle} items={cityFaqItems(props)} variant="accordion" />
      <Cta
        ctx={ctx}
        title={props.ctaTitle}
        text={props.ctaText}
        buttons={[
          { label: props.ctaLabel, href: '/contact' },
          { label: props.ctaCallLabel, href: ctx.phone.href, context: 'city-cta' },
        ]}
        points={[]}
        tone={isCalifornia ? 'emergency' : 'default'}
      />
    </>
  )
}
