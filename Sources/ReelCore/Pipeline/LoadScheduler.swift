/// The image pipeline as a model in virtual time: coalesced tasks keyed by `ImageKey`, subscribers, priorities,
/// a concurrency limit and due times from the network model.
package struct LoadScheduler: Sendable {
    /// One shared transfer + decode.
    package struct Task: Sendable {
        package var id: LoadTaskID
        package var key: ImageKey
        package var itemID: ItemID
        /// The item's own URL when the key's is one the app rewrote (see `ImageTag.itemURL`).
        package var itemURL: String?
        package var priority: LoadPriority
        /// Who created the task (a prefetch, or a cell's load).
        package var origin: LoadOwner
        package var attempt: Int
        package var subscribers: [SubscriptionID]
        /// Set when the task holds a transfer slot.
        package var started: Double?
        package var due: Double?
        package var draw: NetworkDraw?
        /// The real outcome once known early (wall-clock arrival, or held for the bandwidth phase).
        package var outcome: LoadOutcome?
        /// When the real result arrived (wall-clock mode).
        package var arrival: Double?
    }

    /// One party waiting for a task.
    package struct Subscription: Sendable {
        package var id: SubscriptionID
        package var task: LoadTaskID
        package var owner: LoadOwner
        package var itemID: ItemID
        package var priority: LoadPriority
        /// The item index the owner had when it subscribed (for strategies that check index paths).
        package var itemIndex: Int
    }

    package let maxConcurrent: Int
    /// At most this many low-priority (prefetch) tasks hold slots at once, as Nuke's prefetcher does.
    package let maxConcurrentLow: Int
    package let network: NetworkModel
    package private(set) var tasks: [LoadTaskID: Task] = [:]
    package private(set) var subscriptions: [SubscriptionID: Subscription] = [:]
    private var taskByKey: [ImageKey: LoadTaskID] = [:]
    private var attempts: [String: Int] = [:]
    private var nextTaskID = LoadTaskID.first
    private var nextSubscriptionID = SubscriptionID.first
    private var active: Set<LoadTaskID> = []

    package init(maxConcurrent: Int, maxConcurrentLow: Int? = nil, network: NetworkModel) {
        self.maxConcurrent = maxConcurrent
        self.maxConcurrentLow = min(maxConcurrent, maxConcurrentLow ?? maxConcurrent)
        self.network = network
    }

    /// Subscribes `owner` to the image `key`; returns the subscription and, when a new transfer is needed, its request.
    package mutating func subscribe(
        key: ImageKey, itemID: ItemID, itemURL: String? = nil, itemIndex: Int, owner: LoadOwner,
        priority: LoadPriority
    ) -> (subscription: SubscriptionID, newRequest: LoadRequest?) {
        let subscriptionID = nextSubscriptionID
        nextSubscriptionID = nextSubscriptionID.next
        var newRequest: LoadRequest?
        let taskID: LoadTaskID
        if let existing = taskByKey[key] {
            taskID = existing
            tasks[taskID]?.subscribers.append(subscriptionID)
            if let task = tasks[taskID], priority > task.priority { tasks[taskID]?.priority = priority }
        } else {
            taskID = nextTaskID
            nextTaskID = nextTaskID.next
            let attempt = attempts[key.url, default: 0]
            attempts[key.url] = attempt + 1
            tasks[taskID] = Task(
                id: taskID, key: key, itemID: itemID, itemURL: itemURL == key.url ? nil : itemURL, priority: priority,
                origin: owner, attempt: attempt,
                subscribers: [subscriptionID]
            )
            taskByKey[key] = taskID
            newRequest = LoadRequest(task: taskID, url: key.url, size: key.size, itemID: itemID, priority: priority)
        }
        subscriptions[subscriptionID] = Subscription(
            id: subscriptionID, task: taskID, owner: owner, itemID: itemID, priority: priority, itemIndex: itemIndex
        )
        return (subscriptionID, newRequest)
    }

    /// Removes a subscription; returns the task when it was its last subscriber (the task is then cancelled).
    package mutating func unsubscribe(_ subscriptionID: SubscriptionID) -> Task? {
        guard let subscription = subscriptions.removeValue(forKey: subscriptionID), var task = tasks[subscription.task]
        else {
            return nil
        }
        task.subscribers.removeAll { $0 == subscriptionID }
        guard task.subscribers.isEmpty else {
            task.priority = task.subscribers.compactMap { subscriptions[$0]?.priority }.max() ?? task.priority
            tasks[task.id] = task
            return nil
        }
        remove(task.id)
        return task
    }

    /// Gives free transfer slots to queued tasks (high priority first, then oldest; low-priority tasks only while
    /// fewer than `maxConcurrentLow` of them are active) at time `t`; returns those started.
    package mutating func activate(at t: Double) -> [Task] {
        var started: [Task] = []
        while active.count < maxConcurrent {
            let activeLow = active.count { tasks[$0]?.priority == .low }
            let queued = tasks.values.filter {
                $0.started == nil && ($0.priority == .high || activeLow < maxConcurrentLow)
            }
            guard let next = queued.min(by: { ($1.priority.rawValue, $0.id) < ($0.priority.rawValue, $1.id) }) else {
                break
            }
            let draw = network.draw(url: next.key.url, attempt: next.attempt)
            tasks[next.id]?.started = t
            tasks[next.id]?.due = draw.latencyMs.map { t + $0 } ?? next.arrival.map { max($0, t) }
            tasks[next.id]?.draw = draw
            active.insert(next.id)
            if let task = tasks[next.id] { started.append(task) }
        }
        return started
    }

    /// Keeps a task in flight with its real outcome known, arriving at `due` (the bandwidth phase).
    package mutating func hold(_ taskID: LoadTaskID, outcome: LoadOutcome, until due: Double) {
        tasks[taskID]?.outcome = outcome
        tasks[taskID]?.due = due
    }

    /// Records that a task's real result arrived at `t` (wall-clock mode); it is due then, or when it starts.
    package mutating func reportArrival(_ taskID: LoadTaskID, at t: Double, outcome: LoadOutcome) {
        guard let task = tasks[taskID], task.outcome == nil else { return }
        tasks[taskID]?.outcome = outcome
        tasks[taskID]?.arrival = t
        if let started = task.started { tasks[taskID]?.due = max(t, started) }
    }

    /// The active task due first at or before `t` (ties: the older task).
    func nextDue(through t: Double) -> Task? {
        var best: Task?
        for id in active {
            guard let task = tasks[id], let due = task.due, due <= t else { continue }
            if let current = best, let bestDue = current.due, (bestDue, current.id) < (due, task.id) { continue }
            best = task
        }
        return best
    }

    /// Finishes a task: returns its subscriptions in the order they subscribed and forgets them.
    package mutating func complete(_ taskID: LoadTaskID) -> [Subscription] {
        guard let task = tasks[taskID] else { return [] }
        let finished = task.subscribers.compactMap { subscriptions.removeValue(forKey: $0) }
        remove(taskID)
        return finished
    }

    /// The task a subscription belongs to.
    package func task(ofSubscription subscriptionID: SubscriptionID) -> Task? {
        subscriptions[subscriptionID].flatMap { tasks[$0.task] }
    }

    private mutating func remove(_ taskID: LoadTaskID) {
        guard let task = tasks.removeValue(forKey: taskID) else { return }
        if taskByKey[task.key] == taskID { taskByKey[task.key] = nil }
        active.remove(taskID)
    }
}
