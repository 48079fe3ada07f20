#pragma once
// A naive model of the active-effects registry's rules (seed 004), for tst_registry's randomized
// check: a plain list in registration order, no ordering assumptions, maps for the stacking
// groups. Slow and obviously right, so that the registry's sorted, single-pass query can be
// compared with it.
#include "state/registry.h"

#include <algorithm>
#include <map>
#include <vector>

namespace parley::test {

struct Reference {
    std::vector<ActiveEffect> effects; // in registration order
    int nextId = 1;

    template <class Accept> std::vector<const ActiveEffect*> applying(ModTarget t, Accept accept) const {
        std::vector<const ActiveEffect*> usable;
        for (const auto& e : effects)
            if (e.target == t && !e.suppressed && accept(e)) usable.push_back(&e);
        std::sort(usable.begin(), usable.end(), [](auto a, auto b) { return a->id < b->id; });
        std::map<int, std::vector<const ActiveEffect*>> groups;
        for (auto e : usable)
            if (e->stackingKey != 0) groups[e->stackingKey].push_back(e);
        std::vector<const ActiveEffect*> out;
        for (auto e : usable) {
            if (e->stackingKey == 0) {
                out.push_back(e);
                continue;
            }
            const auto& members = groups[e->stackingKey];
            const ActiveEffect* chosen = nullptr;
            switch (members.front()->stacking) {
            case Stacking::Additive: chosen = e; break;
            case Stacking::NoStack: chosen = members.front(); break;
            case Stacking::MaxOnly:
                chosen = *std::max_element(members.begin(), members.end(), [](auto a, auto b) {
                    return a->value < b->value || (a->value == b->value && a->id > b->id);
                });
                break;
            case Stacking::MinOnly:
                chosen = *std::min_element(members.begin(), members.end(), [](auto a, auto b) {
                    return a->value < b->value || (a->value == b->value && a->id < b->id);
                });
                break;
            }
            if (chosen == e) out.push_back(e);
        }
        return out;
    }

    template <class Accept>
    int combined(ModTarget t, int base, Accept accept, std::vector<int>* order) const {
        const auto apply = applying(t, accept);
        auto run = [&](const ActiveEffect* e) {
            base = applyModOp(e->op, base, e->value);
            order->push_back(e->id);
        };
        const ActiveEffect* lastSet = nullptr;
        for (auto e : apply)
            if (e->op == ModOp::Set) lastSet = e;
        if (lastSet) run(lastSet);
        for (auto e : apply)
            if (e->op == ModOp::Add || e->op == ModOp::AddMagnitude) run(e);
        for (ModOp op : {ModOp::Multiply, ModOp::Min, ModOp::Max})
            for (auto e : apply)
                if (e->op == op) run(e);
        return base;
    }
};

} // namespace parley::test
