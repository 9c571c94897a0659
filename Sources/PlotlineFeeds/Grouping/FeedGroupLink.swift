import PlotlineValues

/// What a group's feed knows of its grouping: it holds the groups (and through them the grouped feed), so that
/// a plot bound to the group's feed keeps the grouping alive and current, and it makes the feed refuse changes
/// of its own, which the grouped feed's next change would undo.
struct FeedGroupLink {
    /// The groups the feed belongs to.
    let groups: FeedGroups
    /// The feed's group, an index into `groups.keys`.
    let index: Int

    /// The group's value as text.
    var name: String { FeedGroups.name(of: groups.keys[index]) }

    /// The error for any attempt to change the feed, sort it, filter it or give it a source.
    var refusal: ModelError {
        ModelError(
            .runtimeError,
            "the feed of group '\(name)' follows the feed grouped by '\(groups.field)' and cannot be changed on its own",
            hint: "change the grouped feed (append to it, sort or filter it); its groups follow")
    }
}
